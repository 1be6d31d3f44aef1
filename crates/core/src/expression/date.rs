//! The expression date functions' dates: the crate's one calendar, [`crate::date`]
//! (re-exported here, where expression users have always found it).

pub use crate::date::{Date, DateTime};
