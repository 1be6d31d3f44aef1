//! `form`: to be written.
