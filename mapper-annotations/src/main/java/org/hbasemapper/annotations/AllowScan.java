package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * Accepts that a repository method reads the whole table (filtered on the servers where the types allow
 * it). Without it, such a method is a compile error that names the key component or index that would
 * serve it instead.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
@Api
public @interface AllowScan {}
