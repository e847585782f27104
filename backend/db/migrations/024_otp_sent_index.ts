// Sends clear the mobiles whose code and hourly window are over (auth/otp.ts): found by sent_at.
export default /* sql */ `
CREATE INDEX otp_codes_sent_at_idx ON otp_codes (sent_at);
`;
