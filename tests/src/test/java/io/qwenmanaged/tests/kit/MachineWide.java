package io.qwenmanaged.tests.kit;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a test class that installs into the machine's own paths ({@code /etc}, {@code /opt}, {@code
 * /usr/bin}, dpkg's database): while it runs, no other test class runs in any other test JVM
 * ({@link MachineWideLock}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface MachineWide {}
