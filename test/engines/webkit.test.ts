import { launchWebKit } from './webkit';
import { smokeJourney } from './journey';

/** The smoke journey in WebKit (see journey.ts). */
smokeJourney('WebKit', launchWebKit, 2);
