/** Behaviour the documentation decides where a reader could guess either way, each pinned by a test. */
package org.hbasemapper.it.semantics;
