// Domain types of the back office: aliases of the schemas in openapi/admin.yaml.
import type { components } from '../generated/admin.js';

type Schemas = components['schemas'];

export type AdminRole = Schemas['Role'];
export type AdminPermission = Schemas['Permission'];
export type AdminStaff = Schemas['Staff'];
export type AdminLoginInput = Schemas['LoginInput'];
export type AdminLoginResponse = Schemas['LoginResponse'];
export type AdminMeResponse = Schemas['MeResponse'];
export type AdminStaffCreateInput = Schemas['StaffCreateInput'];
export type AdminStaffUpdateInput = Schemas['StaffUpdateInput'];
export type AdminAuditEntry = Schemas['AuditEntry'];
export type AdminAuditListResponse = Schemas['AuditListResponse'];
export type AdminDashboard = Schemas['DashboardResponse'];
export type AdminInboxCounts = Schemas['InboxCounts'];
export type AdminLowStockProduct = Schemas['LowStockProduct'];
export type AdminPromotion = Schemas['Promotion'];
export type AdminPromotionInput = Schemas['PromotionInput'];
export type AdminPromotionResponse = Schemas['PromotionResponse'];
