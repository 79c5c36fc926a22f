/**
 * The messages contract shared by the worker and the client (issue 13): one plain-text thread per application,
 * between the company and the seeker.
 */
import { z } from 'zod';
import { type ThreadSide, threadSides } from '../../../db/schema/hiring';
import { atMost } from '../../shared/fields.schemas';

export { threadSides, type ThreadSide };

export const messageBodyMaxLength = 4000;
/** The inbox shows this much of a thread's last message. */
export const previewLength = 140;

export const messageInputSchema = z.object({
  body: z.string({ error: 'v_message_required' }).trim().min(1, { error: 'v_message_required' }).max(messageBodyMaxLength, atMost(messageBodyMaxLength)),
});
export type MessageInput = z.output<typeof messageInputSchema>;

export const messagesPageSchema = z.object({
  cursor: z.string().max(200, { error: 'v_invalid_value' }).optional(),
  limit: z.coerce.number({ error: 'v_invalid_value' }).int().min(1).max(50).default(20),
});
export type MessagesPageQuery = z.output<typeof messagesPageSchema>;

export interface ThreadMessage {
  id: number;
  /** Who wrote it: the company or the seeker (`account`). */
  sender_side: ThreadSide;
  /** True when the reader's side wrote it. */
  mine: boolean;
  body: string;
  created_at: string;
}

/** A page of a thread: oldest to newest within the page; `next_cursor` reaches older messages. */
export interface MessagesPage {
  messages: ThreadMessage[];
  next_cursor: string | null;
  /** Whether the reader may write (a withdrawn application is closed to the seeker). */
  can_write: boolean;
}

export interface ThreadSummary {
  application_id: number;
  applicant_name: string;
  job_title: string;
  company_name: string;
  last_message: { preview: string; sender_side: ThreadSide; created_at: string };
  /** Messages from the other side that the reader has not opened yet. */
  unread: number;
}

export interface InboxPage {
  threads: ThreadSummary[];
  next_cursor: string | null;
}
