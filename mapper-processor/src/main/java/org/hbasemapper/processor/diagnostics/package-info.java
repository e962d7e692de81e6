/** Every diagnostic text the processor emits, and the reporter that counts them per entity. */
package org.hbasemapper.processor.diagnostics;
