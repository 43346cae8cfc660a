import type { AdminPermission } from '@sajilo/api/admin';

/** The navigation: each screen and the permission its operations need (openapi/admin.yaml's x-permission). */
export const SCREENS: { path: string; label: string; permission: AdminPermission }[] = [
  { path: '/', label: 'Dashboard', permission: 'dashboard' },
  { path: '/orders', label: 'Orders', permission: 'orders' },
  { path: '/returns', label: 'Returns', permission: 'returns.receive' },
  { path: '/refunds', label: 'Refunds owed', permission: 'returns' },
  { path: '/quotes', label: 'Quotes', permission: 'quotes' },
  { path: '/products', label: 'Products', permission: 'catalog.read' },
  { path: '/categories', label: 'Categories', permission: 'catalog.read' },
  { path: '/brands-colours-sizes', label: 'Brands, colours, sizes', permission: 'catalog.read' },
  { path: '/stock', label: 'Stock', permission: 'stock' },
  { path: '/delivery', label: 'Delivery', permission: 'catalog.read' },
  { path: '/promotions', label: 'Promotions', permission: 'promotions' },
  { path: '/inbox', label: 'Inbox', permission: 'inbox' },
  { path: '/reviews', label: 'Reviews', permission: 'reviews' },
  { path: '/grievances', label: 'Grievances', permission: 'inbox' },
  { path: '/content', label: 'Content', permission: 'content' },
  { path: '/subscribers', label: 'Subscribers', permission: 'subscribers' },
  { path: '/partners', label: 'Partner keys', permission: 'partners' },
  { path: '/dealers', label: 'Dealers', permission: 'dealers' },
  { path: '/price-tiers', label: 'Price tiers', permission: 'dealers' },
  { path: '/dealer-leads', label: 'Dealer leads', permission: 'dealers' },
  { path: '/shop-details', label: 'Shop details', permission: 'settings' },
  { path: '/staff', label: 'Staff', permission: 'staff.manage' },
  { path: '/audit', label: 'Audit log', permission: 'audit.read' },
];
