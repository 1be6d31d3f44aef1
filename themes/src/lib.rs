//! # yewform-themes
//!
//! Themes of yewform: class maps and CSS.
