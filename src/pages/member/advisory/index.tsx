import { useLocation } from 'preact-iso';
import { Questions } from './Questions';
import { Thread } from './Thread';
import './advisory.css';

/**
 * /pages/member/advisory/index (login): questions to customer service (design §4b). Without `?id=`: ask a new
 * question (text and an optional photo) and my questions; with it, that thread — where a message about an
 * answer opens (message/lists `link`).
 */
export default function AdvisoryPage() {
  const { query } = useLocation();
  if (query.id === undefined) return <Questions />;
  // A positive whole number, else no thread ("not found").
  const id = /^[1-9]\d{0,9}$/.test(query.id) ? Number(query.id) : null;
  return <Thread key={query.id} id={id} />;
}
