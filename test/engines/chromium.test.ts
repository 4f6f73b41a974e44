import { launchChromium } from './chromium';
import { smokeJourney } from './journey';

/** The smoke journey in Chromium (see journey.ts). */
smokeJourney('Chromium', launchChromium, 0);
