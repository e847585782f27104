export function failureBody(status: number, msg: string): { success: false; data: null; msg: string; code: number };
export function failureResponse(status: number, msg: string, headers?: Record<string, string>): Response;
