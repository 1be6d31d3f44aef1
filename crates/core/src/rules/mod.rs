//! `rules`: to be written.
