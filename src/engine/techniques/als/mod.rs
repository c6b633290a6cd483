//! Almost locked sets and Sue de Coq (SPEC §2.1).

pub mod als_chain;
pub mod als_xy_wing;
pub mod als_xz;
pub mod death_blossom;
pub mod sue_de_coq;
