export { apiFetch, ApiRequestError } from "./api-fetch";
export { useRunList, useRenameRun, useDeleteRun, runKeys } from "./runs";
export { useUploadBundle, uploadForm, type UploadState } from "./upload-bundle";
export { filesFromDrop, filesFromInput, type PickedFile } from "./dropped-files";
export { useAudits, useAudit, useReportVerdicts, useChain, useStartAudit, useCancelAudit, auditKeys } from "./audits";
