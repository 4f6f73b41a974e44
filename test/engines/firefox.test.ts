import { launchFirefox } from './firefox';
import { smokeJourney } from './journey';

/** The smoke journey in Firefox (see journey.ts). */
smokeJourney('Firefox', launchFirefox, 1);
