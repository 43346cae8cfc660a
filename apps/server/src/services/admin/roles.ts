// What each role may do. Each operation of openapi/admin.yaml names the permission it needs (`x-permission`);
// a role holds a set of permissions (Saleor's model: permissions on operations, held by groups; our groups
// are the three fixed roles of the issue). `public` is adminLogin's: no token at all.
import type { AdminPermission, AdminRole } from '@sajilo/api/admin';

export const PERMISSIONS_OF: Record<AdminRole, readonly AdminPermission[]> = {
  owner: [
    'session',
    'dashboard',
    'orders',
    'staff.manage',
    'audit.read',
    'catalog.read',
    'catalog.write',
    'content',
    'plugins',
    'inbox',
    'subscribers',
    'partners',
    'stock',
    'reviews',
    'dealers',
    'settings',
    'promotions',
    'returns',
    'returns.receive',
    'quotes',
  ],
  manager: [
    'session',
    'dashboard',
    'orders',
    'catalog.read',
    'catalog.write',
    'content',
    'inbox',
    'subscribers',
    'partners',
    'stock',
    'reviews',
    'dealers',
    'promotions',
    'returns',
    'returns.receive',
    'quotes',
  ],
  // Staff receive, move and count the boxes they handle (docs/back-office.md "Stock").
  // Quotes are priced by whoever takes the order (docs/quotes.md "Who prices").
  // Counter staff take returned goods back into stock, but approving and refunding stay the managers'
  // (docs/returns.md "Staff steps").
  staff: ['session', 'dashboard', 'orders', 'catalog.read', 'inbox', 'stock', 'quotes', 'returns.receive'],
};

export function allows(role: AdminRole, permission: AdminPermission): boolean {
  return PERMISSIONS_OF[role].includes(permission);
}
