//! `layout`: to be written.
