export { apiFetch, ApiRequestError } from "./api-fetch";
export { useRunList, runKeys } from "./runs";
export { useUploadBundle, uploadForm, type UploadState } from "./upload-bundle";
export { filesFromDrop, filesFromInput, type PickedFile } from "./dropped-files";
