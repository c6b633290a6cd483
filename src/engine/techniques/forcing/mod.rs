//! Forcing chains and nets (SPEC §2.1).

pub mod forcing_chain;
pub mod forcing_net;
