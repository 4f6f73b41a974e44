/**
 * After `npm test`: every failed test of the vitest suites, by suite, with the first lines of its error, and every
 * test that passed only on its retry (the browser suites allow one) with the error of the try that failed, so the
 * tail of a long CI log says what broke or wobbled (the suites' own output is printed whole above it and may be cut).
 * Reads the JSON reports scripts/test-all.sh had vitest write in .test-results. Prints; never fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIR = '.test-results';
const LINES = 12;

type Report = {
  testResults: {
    name: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
};

// ANSI colour codes would make the log harder to read where it is kept as plain text.
const plain = (s: string) => s.replace(/\u001b\[[0-9;]*m/g, '');

let files: string[] = [];
try {
  files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
} catch {
  // no reports: nothing to say
}
for (const file of files) {
  let report: Report;
  try {
    report = JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as Report;
  } catch {
    continue;
  }
  for (const suite of report.testResults) {
    const where = path.relative(process.cwd(), suite.name);
    const failed = suite.assertionResults.filter((t) => t.status === 'failed');
    if (!failed.length && suite.message) {
      console.log(`\n✗ ${file.replace(/\.json$/, '')}: ${where}\n${plain(suite.message).split('\n').slice(0, LINES).join('\n')}`);
    }
    for (const t of failed) {
      const error = plain(t.failureMessages.join('\n')).split('\n').slice(0, LINES).join('\n');
      console.log(`\n✗ ${file.replace(/\.json$/, '')}: ${where} > ${t.fullName}\n${error}`);
    }
    for (const t of suite.assertionResults.filter((r) => r.status === 'passed' && r.failureMessages.length)) {
      const error = plain(t.failureMessages[0]).split('\n').slice(0, LINES).join('\n');
      console.log(`\n~ ${file.replace(/\.json$/, '')}: ${where} > ${t.fullName} passed on its retry; the failed try:\n${error}`);
    }
  }
}
