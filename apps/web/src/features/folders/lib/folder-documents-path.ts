/** The documents list filtered to one folder; the parameter is the documents list API's folderId. */
export function folderDocumentsPath(folderId: string) {
  return `/documents?${new URLSearchParams({ folderId }).toString()}`;
}
