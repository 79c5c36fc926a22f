import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * A company's own documents (a registration certificate, a licence): files in the blob store under keys the server
 * makes, named and sized here so the list needs no blob reads. Companies are closed, never deleted (their jobs and
 * applications stay readable to seekers), so the cascade only matters to a row removed by hand.
 */
export const companyAttachments = sqliteTable(
  'company_attachments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    /** The type found in the bytes (pdf, jpeg, png), not the one the browser claimed. */
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    createdAt: createdAt(),
  },
  // The company's list, newest first, keyset by id.
  (table) => [index('company_attachments_company').on(table.companyId, table.id)],
);
