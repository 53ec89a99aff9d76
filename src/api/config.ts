/** The product backend's base URL; the stub's by default (see .env.example). */
export const API_URL: string = import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:3001';
