//! `classes`: to be written.
