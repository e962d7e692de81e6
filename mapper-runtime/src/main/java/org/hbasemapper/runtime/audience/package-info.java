/** Marks what is public only for the runtime's own packages and generated code. */
package org.hbasemapper.runtime.audience;
