// Sends clear the mobiles whose hourly window and code are over (auth/otp.ts): found by the
// window's start. sent_at, 024's key, is zeroed by a login, so it cannot say when the hour ends.
export default /* sql */ `
DROP INDEX otp_codes_sent_at_idx;
CREATE INDEX otp_codes_window_start_idx ON otp_codes (window_start);
`;
