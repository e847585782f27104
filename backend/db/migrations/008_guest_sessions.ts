// Stateless guest sessions (issue 7): a guest token names a random guest key and has no row
// until the guest first writes something that needs one (a story view); the row is then keyed
// by that guest key. guest_issues counts guest tokens issued per client address and window.
export default /* sql */ `
ALTER TABLE users ADD COLUMN guest_key TEXT UNIQUE CHECK (guest_key IS NULL OR role = 'guest');

CREATE TABLE guest_issues (
  address TEXT PRIMARY KEY,
  window_start TIMESTAMPTZ NOT NULL,
  issued INTEGER NOT NULL
);
CREATE INDEX guest_issues_window_start ON guest_issues (window_start);
`;
