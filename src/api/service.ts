import { get, post } from './client';
import type { Page } from './types/common';
import type { Advisory, AdvisoryMessage, AdvisoryThread, Feedback, FeedbackKind } from './types/service';

/** Customer service (issue 13): questions to service as threads, and feedback (spec §7 "feedback"). */

/** My questions, newest activity first (`page` 1-based). */
export const advisories = (page: number, pagesize: number) => get<Page<Advisory>>('/api/advisory/lists', { page, pagesize });
/** One of my questions with every message, oldest first. */
export const advisoryThread = (id: number) => get<AdvisoryThread>('/api/advisory/detail', { id });
/** A new question; `image`: a url from uploadImage. Sent by POST: the text never lands in a URL. */
export const askAdvisory = (content: string, image = '') => post<AdvisoryThread>('/api/advisory/add', { content, image }, { loading: true });
/** A follow-up in one of my threads. */
export const replyAdvisory = (id: number, content: string, image = '') => post<AdvisoryMessage>('/api/advisory/reply', { id, content, image }, { loading: true });

export const feedbacks = (page: number, pagesize: number) => get<Page<Feedback>>('/api/feedback/lists', { page, pagesize });
export type FeedbackForm = { kind: FeedbackKind; content: string; images?: string[]; contact?: string };
/** `images`: urls from uploadImage (sent as images[]), at most 4. */
export const addFeedback = (form: FeedbackForm) => post<Feedback>('/api/feedback/add', form, { loading: true });
