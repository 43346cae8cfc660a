import type { AdminPermission } from '@sajilo/api/admin';

/** The navigation: each screen and the permission its operations need (openapi/admin.yaml's x-permission). */
export const SCREENS: { path: string; label: string; permission: AdminPermission }[] = [
  { path: '/', label: 'Dashboard', permission: 'dashboard' },
  { path: '/orders', label: 'Orders', permission: 'orders' },
  { path: '/staff', label: 'Staff', permission: 'staff.manage' },
  { path: '/audit', label: 'Audit log', permission: 'audit.read' },
];
