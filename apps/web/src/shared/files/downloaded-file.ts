/** A file the API answered, ready to save: its bytes and the name content-disposition gave it. */
export interface TDownloadedFile {
  blob: Blob;
  fileName: string;
}
