//! `items`: to be written.
