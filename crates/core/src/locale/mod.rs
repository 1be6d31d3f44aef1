//! `locale`: to be written.
