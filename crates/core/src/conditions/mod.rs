//! `conditions`: to be written.
