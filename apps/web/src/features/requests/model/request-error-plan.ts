/** The API's names of the mailbox forms' file fields: their errors show under the picker. */
export const REQUEST_FILE_FIELDS = ['files', 'attachments'] as const;
