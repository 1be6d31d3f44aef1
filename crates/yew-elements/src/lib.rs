//! # yewform-elements
//!
//! Yew components and hooks of yewform.
