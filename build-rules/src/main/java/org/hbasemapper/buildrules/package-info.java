/** The audience rules every published module checks in its tests (docs/api.md). */
package org.hbasemapper.buildrules;
