/** The header row of a readings download, in the language of the file. */
export interface TDownloadLabels {
  cups: string;
  date: string;
  time: string;
  offset: string;
  active: string;
  exported: string;
  reactive: string;
  estimated: string;
  /** The sheet's name in the .xlsx. */
  sheet: string;
  /** The file name's first word. */
  file: string;
}
