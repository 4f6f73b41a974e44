import { startServer } from './start';

await startServer();
