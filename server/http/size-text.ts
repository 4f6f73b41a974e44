/** A byte limit as people read it: 65536 → "64 KB", 10485760 → "10 MB". */
export const sizeText = (n: number) => (n >= 1 << 20 ? `${Math.round(n / (1 << 20))} MB` : `${Math.round(n / 1024)} KB`);
