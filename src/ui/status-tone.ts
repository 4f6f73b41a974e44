// The tones' colours (status-tone.css) come with what a status means (lib/status-tone.ts, pure): whatever shows a tone imports it here.
import './status-tone.css';

export * from '../lib/status-tone';
