/** The product API's base when the host configures none (the host's entry reads it before the runtime is configured). */
export const DEFAULT_API_BASE_URL = '/api';
