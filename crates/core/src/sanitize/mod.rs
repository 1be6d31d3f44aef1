//! `sanitize`: to be written.
