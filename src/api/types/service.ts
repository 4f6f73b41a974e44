/**
 * Customer service (issue 13, design §4b): questions to service as threads (/api/advisory/*) and feedback
 * (/api/feedback/*). Shapes as the reference server answers them; times unix seconds, lists Page<T>.
 */

/** 0: waiting for customer service; 1: customer service answered last. */
export type AdvisoryStatus = 0 | 1;

/** One message of a thread: the shopper's question or follow-up, or an answer of customer service (`from_staff`). */
export type AdvisoryMessage = { id: number; from_staff: boolean; content: string; image: string; created_at: number };

/** advisory/lists: a question, newest activity first; `title` its opening words, `count` its messages. */
export type Advisory = {
  id: number; title: string; status: AdvisoryStatus; status_text: string; count: number; created_at: number; updated_at: number;
};

/** advisory/detail (and what add answers): the thread, oldest message (the question) first. */
export type AdvisoryThread = Advisory & { messages: AdvisoryMessage[] };

/** What a feedback is about. */
export type FeedbackKind = 'suggestion' | 'problem' | 'complaint' | 'other';

/** feedback/lists, feedback/add: a suggestion with its photos, and the operator's reply ('' until replied). */
export type Feedback = {
  id: number; kind: FeedbackKind; kind_text: string; content: string; images: string[]; contact: string;
  reply: string; created_at: number; replied_at: number | null;
};
