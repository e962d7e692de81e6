/**
 * The one port to HBase's tables that DAO logic shared by the blocking and the asynchronous API goes
 * through: {@link org.hbasemapper.runtime.io.TableIo}. Internal: not for application code.
 */
package org.hbasemapper.runtime.io;
