//! `element`: to be written.
