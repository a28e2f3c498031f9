// The console's data requests beside grievances: students' copies of their data, account
// deletions and parental consents (each reading is audited on the server).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TAdminDataExportPage,
  TAdminDataExportQuery,
  TAdminErasurePage,
  TAdminErasureQuery,
  TAdminParentalConsentPage,
  TAdminParentalConsentQuery,
} from '@padanam/contract';
import { apiGet } from '../lib/api-client';

export const adminDataRequestKeys = {
  all: ['admin', 'data-requests'] as const,
  dataExports: (query: TAdminDataExportQuery) => [...adminDataRequestKeys.all, 'data-exports', query] as const,
  erasures: (query: TAdminErasureQuery) => [...adminDataRequestKeys.all, 'erasures', query] as const,
  parentalConsents: (query: TAdminParentalConsentQuery) =>
    [...adminDataRequestKeys.all, 'parental-consents', query] as const,
};

// GET /api/admin/data-exports
export function useAdminDataExports(query: TAdminDataExportQuery) {
  return useQuery({
    queryKey: adminDataRequestKeys.dataExports(query),
    queryFn: ({ signal }) => apiGet<TAdminDataExportPage>('/admin/data-exports', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /api/admin/erasures
export function useAdminErasures(query: TAdminErasureQuery) {
  return useQuery({
    queryKey: adminDataRequestKeys.erasures(query),
    queryFn: ({ signal }) => apiGet<TAdminErasurePage>('/admin/erasures', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

// GET /api/admin/parental-consents
export function useAdminParentalConsents(query: TAdminParentalConsentQuery) {
  return useQuery({
    queryKey: adminDataRequestKeys.parentalConsents(query),
    queryFn: ({ signal }) => apiGet<TAdminParentalConsentPage>('/admin/parental-consents', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
