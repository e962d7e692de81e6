/** Helpers called by generated code; not API, may change in any release. */
package org.hbasemapper.runtime.internal;
